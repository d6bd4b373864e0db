import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { ANIMALS, type AnimalSpec } from '../../domain/avatars/animals';
import styles from './AvatarPicker.module.css';
import { gridColumnCount, nextPickerIndex } from './pickerNavigation';
import { useAnimalPreview } from './useAnimalPreview';

export interface AvatarPickerProps {
  /** The selected animal key. */
  value: string;
  onChange: (key: string) => void;
}

const LABEL = 'Animal avatar selection';

function AvatarOption(props: {
  spec: AnimalSpec;
  selected: boolean;
  focusable: boolean;
  onSelect: (key: string) => void;
}) {
  const { spec, selected, focusable, onSelect } = props;
  const preview = useAnimalPreview(spec.key);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      // The visible name repeats the image's alt text; label once for screen readers.
      aria-label={spec.name}
      tabIndex={focusable ? 0 : -1}
      data-animal={spec.key}
      className={selected ? `${styles.option} ${styles.selected}` : styles.option}
      onClick={() => onSelect(spec.key)}
    >
      {preview ? (
        <img className={styles.image} src={preview} alt={spec.name} width={80} height={80} />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <span className={styles.name}>{spec.name}</span>
    </button>
  );
}

/**
 * The avatar chooser: a scrollable grid of the 47 animals as a radio group with a roving
 * tabindex. Arrow keys, Home and End move the selection; Enter and Space select.
 */
export function AvatarPicker({ value, onChange }: AvatarPickerProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const selectedIndex = ANIMALS.findIndex((spec) => spec.key === value);
  const focusIndex = Math.max(0, selectedIndex);

  // Open with the current choice in view (the grid scrolls, not the page).
  useLayoutEffect(() => {
    const grid = gridRef.current;
    const option = grid?.querySelector<HTMLElement>('[aria-checked="true"]');
    if (!grid || !option) return;
    grid.scrollTop = option.offsetTop - (grid.clientHeight - option.offsetHeight) / 2;
    // Only on mount: later changes come from this grid and are already visible.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const columns = gridColumnCount(gridRef.current);
    const next = nextPickerIndex(event.key, focusIndex, ANIMALS.length, columns);
    const spec = next === null ? undefined : ANIMALS[next];
    if (!spec) return;
    event.preventDefault();
    onChange(spec.key);
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-animal="${spec.key}"]`)?.focus();
  };

  return (
    <section className={styles.picker}>
      <h2 className={styles.heading}>{LABEL}</h2>
      {/* Roving focus (WAI-ARIA radio group): the radios take focus, the group handles their
          arrow keys as they bubble, so the group itself is no tab stop. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        ref={gridRef}
        role="radiogroup"
        aria-label={LABEL}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        {ANIMALS.map((spec, index) => (
          <AvatarOption
            key={spec.key}
            spec={spec}
            selected={index === selectedIndex}
            focusable={index === focusIndex}
            onSelect={onChange}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * The picker's studio, for /admin/avatars (the avatar photo generator), which loads this
 * module for it: a module of its own would split the studio out of the picker's chunk, one
 * more request on the first visit's intro.
 */
export { PreviewStudio } from './previewStudio';
