import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Skeleton, Typography, theme } from 'antd';
import { useId } from 'react';
import { usePersonasQuery } from '../../graphql/generated';

/**
 * The persona presets (query personas) as radio cards: name and description each. Choosing one
 * runs the persona search at once (the page writes type=persona&persona={id} into the address).
 */
export function PersonaPicker({ value, onChange }: { value: string | null; onChange: (persona: string) => void }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const { data, loading, error, refetch } = usePersonasQuery({ fetchPolicy: 'cache-first' });
  const personas = data?.personas ?? [];

  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text id={headingId} strong style={{ display: 'block', marginBottom: token.marginXS }}>
        Choose a persona
      </Typography.Text>
      {loading && personas.length === 0 ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : error && personas.length === 0 ? (
        <Alert
          type="error"
          showIcon
          title="The personas could not be loaded."
          action={
            <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          }
        />
      ) : (
        <Radio.Group
          aria-labelledby={headingId}
          value={value}
          onChange={(event) => onChange(String(event.target.value))}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
            gap: token.marginSM,
            width: '100%',
          }}
        >
          {personas.map((persona) => {
            const selected = persona.id === value;
            return (
              <Radio
                key={persona.id}
                value={persona.id}
                style={{
                  margin: 0,
                  padding: token.paddingSM,
                  alignItems: 'flex-start',
                  height: '100%',
                  background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                  border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                }}
              >
                <span style={{ display: 'block', fontWeight: 600, color: token.colorText }}>{persona.name}</span>
                <span style={{ display: 'block', color: token.colorTextSecondary }}>{persona.description}</span>
              </Radio>
            );
          })}
        </Radio.Group>
      )}
    </div>
  );
}
