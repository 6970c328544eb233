import { ClearOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Grid, Input, InputNumber, Radio, Select, Spin, Typography, theme } from 'antd';
import { type CSSProperties, useId, useState } from 'react';
import type { SeniorityLevel, SkillsMatch, SuggestionKind } from '../../graphql/generated';
import {
  type BuildFilters as Filters,
  cleanList,
  countFilters,
  emptyFilters,
  FILTER_MUST_HAVES,
  type FilterKey,
  filtersMustHave,
  hasFilters,
  niceToHaveFilters,
  SENIORITY_LABELS,
  SENIORITY_LEVELS,
  SKILLS_MATCH_LABELS,
  YEARS_MAX,
} from './searchFilters';
import { mustHaveName } from './mustHaveText';
import { NO_SUGGESTION, peopleCount, suggestionName } from './suggestionText';
import { SUGGEST_FROM, useSuggestions } from './useSuggestions';

interface FormValues {
  keywords?: string;
  titles?: string[];
  locations?: string[];
  seniorities?: SeniorityLevel[];
  yearsFrom?: number | null;
  yearsTo?: number | null;
  skills?: string[];
  skillsMatch?: SkillsMatch;
  currentCompanies?: string[];
  pastCompanies?: string[];
  industries?: string[];
  schools?: string[];
  remote?: boolean;
  openToRelocation?: boolean;
}

function toFilters(values: FormValues): Filters {
  return {
    keywords: values.keywords?.trim() ?? '',
    titles: cleanList(values.titles),
    locations: cleanList(values.locations),
    seniorities: cleanList(values.seniorities),
    yearsFrom: values.yearsFrom ?? null,
    yearsTo: values.yearsTo ?? null,
    skills: cleanList(values.skills),
    skillsMatch: values.skillsMatch === 'any' ? 'any' : 'all',
    currentCompanies: cleanList(values.currentCompanies),
    pastCompanies: cleanList(values.pastCompanies),
    industries: cleanList(values.industries),
    schools: cleanList(values.schools),
    remote: values.remote === true,
    openToRelocation: values.openToRelocation === true,
  };
}

/**
 * A free-entry list (antd Select in tags mode): type a value, then Enter or a comma. With `suggest`,
 * the index's values of that kind whose words start with what is typed are offered with how many
 * people have each (arrow keys and Enter pick one); a typo's likely meaning is marked "Did you mean".
 */
function TagsInput({
  id,
  placeholder,
  suggest,
  ...rest
}: {
  id?: string;
  placeholder: string;
  suggest?: SuggestionKind;
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const { token } = theme.useToken();
  const [typed, setTyped] = useState('');
  const { suggestions, loading, answered } = useSuggestions(suggest ?? 'title', suggest ? typed : '');
  const options = suggestions
    .filter((s) => s.value !== typed.trim())
    .map((s) => ({
      value: s.value,
      title: suggestionName(s),
      label: (
        <Flex justify="space-between" gap={token.marginXS} style={{ minWidth: 0 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {s.didYouMean && <span style={{ color: token.colorTextSecondary }}>Did you mean </span>}
            {s.label}
          </span>
          <span style={{ color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>{peopleCount(s.people)}</span>
        </Flex>
      ),
    }));
  return (
    <Select
      styles={{ placeholder: { color: token.colorTextDescription } }}
      {...rest}
      id={id}
      mode="tags"
      placeholder={placeholder}
      tokenSeparators={[',']}
      options={suggest ? options : undefined}
      filterOption={suggest ? false : undefined}
      onSearch={suggest ? setTyped : undefined}
      onSelect={suggest ? () => setTyped('') : undefined}
      onBlur={suggest ? () => setTyped('') : undefined}
      notFoundContent={null}
      popupRender={
        suggest
          ? (menu) => (
              <>
                {menu}
                {loading && suggestions.length === 0 ? (
                  <Flex align="center" gap={token.marginXS} style={{ padding: `${token.paddingXXS}px ${token.paddingSM}px` }}>
                    <Spin size="small" />
                    <Typography.Text style={{ color: token.colorTextSecondary }}>Looking in the index…</Typography.Text>
                  </Flex>
                ) : answered && suggestions.length === 0 && typed.trim().length >= SUGGEST_FROM ? (
                  <Typography.Text
                    role="status"
                    style={{ display: 'block', color: token.colorTextSecondary, padding: `${token.paddingXXS}px ${token.paddingSM}px` }}
                  >
                    {NO_SUGGESTION}
                  </Typography.Text>
                ) : null}
              </>
            )
          : undefined
      }
      suffixIcon={null}
      allowClear
      style={{ width: '100%' }}
    />
  );
}

/**
 * The build-your-search form (spec: "Build your Search"): keywords with boolean operators, and
 * filters for titles, locations, work (remote, open to relocation), seniority, years of experience,
 * skills (all or any), current and past companies, industries and schools. Below 900 px the filters
 * fold into a panel that opens with a button. Each filter that is set has a "Must-have" box,
 * ticked by default (a build search's filters are all must-haves until one is unticked); an
 * unticked one is a nice-to-have, which ranks the closest matches. Submitting hands the filters
 * and the must-have list (null while every box is ticked) to the page, which writes them into the
 * address.
 */
export function BuildFilters({
  initial,
  initialMustHave = null,
  onSearch,
  onClear,
}: {
  initial: Filters;
  /** The must-haves of the search shown (null: the default, every filter). */
  initialMustHave?: readonly string[] | null;
  onSearch: (filters: Filters, mustHave: string[] | null) => void;
  onClear: () => void;
}) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.md);
  const [form] = Form.useForm<FormValues>();
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const [empty, setEmpty] = useState(false);
  // The filters as they are being edited (which have a "Must-have" box, and how many the folded panel's button counts), and the unticked boxes.
  const [current, setCurrent] = useState(initial);
  const count = countFilters(current) - (current.keywords ? 1 : 0);
  const [niceToHave, setNiceToHave] = useState<ReadonlySet<FilterKey>>(() => new Set(niceToHaveFilters(initial, initialMustHave)));

  const showFilters = desktop || expanded;
  const isSet = (key: FilterKey, filters: Filters = current) => FILTER_MUST_HAVES.some((f) => f.key === key && f.isSet(filters));
  /** A field with a "Must-have" box under it leaves the box the room under the field. */
  const fieldStyle = (key: FilterKey, style?: CSSProperties): CSSProperties | undefined =>
    isSet(key) ? { ...style, marginBottom: token.marginXXS } : style;
  const mustHaveBox = (key: FilterKey, marginBottom: number = token.marginLG) => {
    const filter = FILTER_MUST_HAVES.find((f) => f.key === key);
    if (!filter?.isSet(current)) return null;
    return (
      <div style={{ marginBottom }}>
        <Checkbox
          checked={!niceToHave.has(key)}
          aria-label={mustHaveName(filter.name)}
          onChange={(event) => {
            const next = new Set(niceToHave);
            if (event.target.checked) next.delete(key);
            else next.add(key);
            setNiceToHave(next);
          }}
        >
          Must-have
        </Checkbox>
      </div>
    );
  };

  /** A group's name (Work, Years of experience), as a field's label reads. */
  const legendStyle: CSSProperties = {
    padding: 0,
    margin: 0,
    paddingBottom: token.paddingXS,
    border: 'none',
    fontSize: token.fontSize,
    color: token.colorText,
    lineHeight: token.lineHeight,
  };

  /** A list filter typed as tags, with its "Must-have" box once it is set. */
  const tagsFilter = (name: keyof FormValues, label: string, key: FilterKey, placeholder: string, suggest?: SuggestionKind) => (
    <div style={{ minWidth: 0 }}>
      <Form.Item name={name} label={label} style={fieldStyle(key)}>
        <TagsInput placeholder={placeholder} suggest={suggest} />
      </Form.Item>
      {mustHaveBox(key)}
    </div>
  );

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      aria-label="Build your search"
      initialValues={{ ...initial, yearsFrom: initial.yearsFrom ?? undefined, yearsTo: initial.yearsTo ?? undefined }}
      requiredMark={false}
      onValuesChange={(_, all) => {
        const filters = toFilters(all);
        setCurrent(filters);
        // A filter emptied forgets its box: set again, it is a must-have again.
        const kept = [...niceToHave].filter((key) => isSet(key, filters));
        if (kept.length < niceToHave.size) setNiceToHave(new Set(kept));
        if (empty && hasFilters(filters)) setEmpty(false);
      }}
      onFinish={(values) => {
        const filters = toFilters(values);
        if (!hasFilters(filters)) {
          setEmpty(true);
          return;
        }
        setEmpty(false);
        onSearch(filters, filtersMustHave(filters, niceToHave));
      }}
      style={{ width: '100%' }}
    >
      <Form.Item
        name="keywords"
        label="Keywords"
        extra={
          <>
            Use AND, OR, NOT, &quot;exact phrases&quot;, (parentheses) and -exclusions, e.g.{' '}
            <span style={{ whiteSpace: 'nowrap' }}>&quot;product manager&quot;</span> AND{' '}
            <span style={{ whiteSpace: 'nowrap' }}>(fintech OR payments)</span> <span style={{ whiteSpace: 'nowrap' }}>-intern</span>
          </>
        }
        style={fieldStyle('keywords', { marginBottom: token.margin })}
      >
        <Input
          size="large"
          type="search"
          enterKeyHint="search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search with Build your Search..."
          autoComplete="off"
        />
      </Form.Item>
      {mustHaveBox('keywords', token.margin)}

      {!desktop && (
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
          style={{ marginBottom: token.margin }}
        >
          {expanded ? 'Hide filters' : 'Show filters'}
          {count > 0 ? ` (${count})` : ''}
        </Button>
      )}

      <div
        id={panelId}
        hidden={!showFilters}
        style={{
          display: showFilters ? 'grid' : 'none',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          columnGap: token.margin,
        }}
      >
        {tagsFilter('titles', 'Job titles', 'title', 'e.g. Engineering Manager', 'title')}
        {tagsFilter('locations', 'Locations', 'location', 'City, region or country, e.g. London, Texas, DACH', 'location')}
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={legendStyle}>Work</legend>
          <Form.Item name="remote" valuePropName="checked" style={fieldStyle('remote', { marginBottom: token.marginXS })}>
            <Checkbox>Remote</Checkbox>
          </Form.Item>
          {mustHaveBox('remote', token.marginXS)}
          <Form.Item
            name="openToRelocation"
            valuePropName="checked"
            extra="With locations: people there or open to moving there."
            style={fieldStyle('relocation')}
          >
            <Checkbox>Open to relocation</Checkbox>
          </Form.Item>
          {mustHaveBox('relocation')}
        </fieldset>
        <div style={{ minWidth: 0 }}>
          <Form.Item name="seniorities" label="Seniority" style={fieldStyle('seniority')}>
            <Select
              mode="multiple"
              allowClear
              placeholder="Any seniority"
              styles={{ placeholder: { color: token.colorTextDescription } }}
              options={SENIORITY_LEVELS.map((level) => ({ value: level, label: SENIORITY_LABELS[level] }))}
            />
          </Form.Item>
          {mustHaveBox('seniority')}
        </div>
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={legendStyle}>Years of experience</legend>
          <Flex gap={token.marginSM}>
            <Form.Item
              name="yearsFrom"
              label="From"
              layout="horizontal"
              colon={false}
              style={fieldStyle('years', { flex: 1, minWidth: 0 })}
            >
              <InputNumber min={0} max={YEARS_MAX} precision={0} placeholder="0" style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="yearsTo"
              label="To"
              layout="horizontal"
              colon={false}
              dependencies={['yearsFrom']}
              style={fieldStyle('years', { flex: 1, minWidth: 0 })}
              rules={[
                ({ getFieldValue }) => ({
                  validator(_, value: number | null | undefined) {
                    const from = getFieldValue('yearsFrom') as number | null | undefined;
                    if (value == null || from == null || value >= from) return Promise.resolve();
                    return Promise.reject(new Error('"To" must not be less than "From"'));
                  },
                }),
              ]}
            >
              <InputNumber min={0} max={YEARS_MAX} precision={0} placeholder={String(YEARS_MAX)} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
          {mustHaveBox('years')}
        </fieldset>
        <div style={{ minWidth: 0 }}>
          <Form.Item name="skills" label="Skills" style={fieldStyle('skill', { marginBottom: token.marginXS })}>
            <TagsInput placeholder="e.g. Python, Kubernetes" suggest="skill" />
          </Form.Item>
          {mustHaveBox('skill', token.marginXS)}
        </div>
        <Form.Item name="skillsMatch" label="Match skills">
          <Radio.Group
            optionType="button"
            options={(Object.keys(SKILLS_MATCH_LABELS) as SkillsMatch[]).map((match) => ({
              value: match,
              label: SKILLS_MATCH_LABELS[match],
            }))}
          />
        </Form.Item>
        {tagsFilter('currentCompanies', 'Current companies', 'currentCompany', 'Type to see companies', 'company')}
        {tagsFilter('pastCompanies', 'Past companies', 'pastCompany', 'Type to see companies', 'company')}
        {tagsFilter('industries', 'Industries', 'industry', 'e.g. Fintech', 'industry')}
        {tagsFilter('schools', 'Schools', 'school', 'Type to see schools', 'school')}
      </div>

      {empty && (
        <Typography.Paragraph role="alert" style={{ color: token.colorErrorText, margin: `0 0 ${token.margin}px` }}>
          Add a keyword or at least one filter to search.
        </Typography.Paragraph>
      )}

      <Flex gap={token.marginSM} wrap>
        <Button type="primary" htmlType="submit" size="large" icon={<SearchOutlined aria-hidden />}>
          Search
        </Button>
        <Button
          size="large"
          icon={<ClearOutlined aria-hidden />}
          onClick={() => {
            form.setFieldsValue({ ...emptyFilters(), yearsFrom: undefined, yearsTo: undefined });
            setCurrent(emptyFilters());
            setNiceToHave(new Set());
            setEmpty(false);
            onClear();
          }}
        >
          Clear
        </Button>
      </Flex>
    </Form>
  );
}
