import { Field, Flex, Input, InputGroup, NativeSelect, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSearch } from 'react-icons/lu';
import { SelectOptions } from './FormFields';

/** The row of filters above a list: stacked on phones, one row from `md` on, aligned on the inputs. */
export function SearchToolbar({ children, ...props }: FlexProps) {
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} {...props}>
      {children}
    </Flex>
  );
}

type Width = Field.RootProps['width'];

/** A labelled search box with the magnifier (type="search", so Escape clears it). */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  width,
  icon = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** A fixed width from `md` on; without it the field takes the room left. */
  width?: Width;
  /** Without the magnifier it is a plain text input (a name, not words to search for). */
  icon?: boolean;
}) {
  const input = (
    <Input
      type={icon ? 'search' : 'text'}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      bg="bg.panel"
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <Field.Root flex={width ? undefined : '1'} width={width}>
      <Field.Label>{label}</Field.Label>
      {icon ? <InputGroup startElement={<LuSearch aria-hidden />}>{input}</InputGroup> : input}
    </Field.Root>
  );
}

/** A labelled select of a list's filter; `options` are [value, label] pairs. */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  width,
  children,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly (readonly [T, string])[];
  width?: Width;
  /** Extra options before `options` (an "All …" entry). */
  children?: ReactNode;
}) {
  return (
    <Field.Root width={width}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} bg="bg.panel" onChange={(event) => onChange(event.target.value as T)}>
          {children}
          <SelectOptions options={options} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
