import { Search, X } from 'lucide-react';
import './search-field.css';

export interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box with a hidden label and a clear button, as the filter bars use it. */
export function SearchField({ id, label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <div className="search-field">
      <Search size={18} aria-hidden className="search-field__icon" />
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="search-field__input"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="search-field__clear"
          aria-label="Clear search"
          onClick={() => onChange('')}
        >
          <X size={16} aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
