import type { ReactNode } from 'react';
import {
  Checkbox,
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import '../foundation.css';
import '../internal/FieldControl.css';
import './Field.css';

export interface TextInputFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error; shown under it and marks it invalid. */
  error?: string | undefined;
  description?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'search';
  autoComplete?: string;
  name?: string;
  maxLength?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/** A labelled text input with description and error (react-aria TextField). */
export function TextInputField({ type = 'text', ...props }: TextInputFieldProps) {
  return (
    <TextFieldFrame
      {...props}
      type={type}
      control={<Input className="wt-FieldControl wt-Field-input" />}
    />
  );
}

export interface TextAreaFieldProps extends Omit<TextInputFieldProps, 'type' | 'inputMode'> {
  rows?: number;
}

/** A labelled multi-line text input (react-aria TextField with TextArea). */
export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  return (
    <TextFieldFrame
      {...props}
      control={<TextArea className="wt-FieldControl wt-Field-input" rows={rows} />}
    />
  );
}

/** What both text fields are made of: the field, its label, description and error. */
function TextFieldFrame({
  label,
  error,
  description,
  className,
  control,
  ...field
}: TextInputFieldProps & { control: ReactNode }) {
  return (
    <TextField
      {...field}
      className={cx('wt-base wt-Field', className)}
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label className="wt-Field-label">{label}</Label>
      {control}
      {description ? (
        <Text slot="description" className="wt-Field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="wt-Field-error">
        <DomainMessage text={error} />
      </FieldError>
    </TextField>
  );
}

/** A number typed as text (the schemas read it), with a numeric keyboard on phones. */
export function NumberInputField(
  props: Omit<TextInputFieldProps, 'type' | 'inputMode'> & { decimal?: boolean },
) {
  const { decimal = false, ...rest } = props;
  return <TextInputField {...rest} inputMode={decimal ? 'decimal' : 'numeric'} />;
}

export interface CheckboxFieldProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  error?: string | undefined;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

/** A checkbox with its label and error (react-aria Checkbox). */
export function CheckboxField({
  children,
  isSelected,
  onChange,
  error,
  isDisabled,
  name,
  className,
}: CheckboxFieldProps) {
  return (
    <div className={cx('wt-base wt-Field', className)}>
      <Checkbox
        className="wt-Checkbox"
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={error !== undefined}
        isDisabled={isDisabled}
        name={name}
        validationBehavior="aria"
      >
        <span className="wt-Checkbox-box" aria-hidden="true">
          <Icon name="check" />
        </span>
        <span className="wt-Checkbox-label">{children}</span>
      </Checkbox>
      {error ? (
        <p className="wt-Field-error" role="alert">
          <DomainMessage text={error} />
        </p>
      ) : null}
    </div>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: string;
  /** A second line under the label (a delivery estimate), part of the option's name. */
  detail?: string;
  /** Shown at the option's end (a price), part of the option's name. */
  end?: string;
}

export interface RadioGroupFieldProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<RadioOption<V>>;
  error?: string | undefined;
  isDisabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  name?: string;
  className?: string;
}

/** A labelled group of radio buttons (react-aria RadioGroup): arrow keys move the choice. */
export function RadioGroupField<V extends string>({
  label,
  value,
  onChange,
  options,
  error,
  isDisabled,
  orientation = 'horizontal',
  name,
  className,
}: RadioGroupFieldProps<V>) {
  return (
    <RadioGroup
      className={cx('wt-base wt-Field', className)}
      value={value}
      onChange={(next) => onChange(next as V)}
      isInvalid={error !== undefined}
      isDisabled={isDisabled}
      orientation={orientation}
      name={name}
      validationBehavior="aria"
    >
      <Label className="wt-Field-label">{label}</Label>
      <div className="wt-RadioGroup-options" data-orientation={orientation}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            className="wt-Radio"
            data-detailed={option.detail !== undefined || option.end !== undefined ? '' : undefined}
          >
            <span className="wt-Radio-circle" aria-hidden="true" />
            {option.detail === undefined && option.end === undefined ? (
              option.label
            ) : (
              <>
                <span className="wt-Radio-text">
                  <span>{option.label}</span>
                  {option.detail === undefined ? null : (
                    <span className="wt-Radio-detail">
                      <span className="wt-visually-hidden">, </span>
                      {option.detail}
                    </span>
                  )}
                </span>
                {option.end === undefined ? null : (
                  <span className="wt-Radio-end">
                    <span className="wt-visually-hidden">, </span>
                    {option.end}
                  </span>
                )}
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldError className="wt-Field-error">
        <DomainMessage text={error} />
      </FieldError>
    </RadioGroup>
  );
}
