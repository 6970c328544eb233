import CaretRightOutlined from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons-svg/es/asn/PauseOutlined';
import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import { buttonClass } from './LinkButton';
import { prefersReducedMotion } from './scroll';
import styles from './landing.module.css';

const DESCRIPTION = 'Animation: signals travelling between the nodes of a network of professionals.';

/**
 * The landing clip (docs/product-spec.md §2: looping, muted). It autoplays, except for visitors who asked
 * for reduced motion, and it can always be paused (WCAG 2.2.2). Its poster (WebP, the clip's size)
 * holds its place from the first paint.
 */
export function SignalVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true; // React sets the attribute late; autoplay needs the property.
    if (prefersReducedMotion()) {
      video.pause();
      setPlaying(false);
    }
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      video.play().catch(() => undefined);
      setPlaying(true);
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <figure className={styles.videoFrame}>
      <video
        ref={ref}
        className={styles.video}
        autoPlay
        loop
        muted
        playsInline
        preload="metadata"
        poster="/media/signals-poster.webp"
        width={960}
        height={540}
        aria-label={DESCRIPTION}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src="/media/signals.webm" type="video/webm" />
        <source src="/media/signals.mp4" type="video/mp4" />
        Your browser does not support the video tag.
      </video>
      <button
        type="button"
        className={buttonClass('default', { circle: true, className: styles.videoToggle })}
        aria-label={playing ? 'Pause animation' : 'Play animation'}
        onClick={toggle}
      >
        <Icon icon={playing ? PauseOutlined : CaretRightOutlined} />
      </button>
    </figure>
  );
}
