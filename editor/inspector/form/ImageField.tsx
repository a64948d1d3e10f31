/**
 * An image field: the picture of the content's language, its focal point set by a click on it or
 * with the arrow keys (or typed in the two percent fields below), a crop preview that shows the
 * focal point at work, then the image's own fields.
 */
import { useLingui } from '@lingui/react/macro';
import type { FieldProps } from '@rjsf/utils';
import { type ComponentType, type KeyboardEvent, type MouseEvent, useState } from 'react';
import { type Image, pickLocale } from '../../../engine/schemas';
import { useAssetUrl } from '../../../ui/content/assets';
import styles from './Form.module.css';
import { useInspectorForm } from './form-context';
import image from './ImageField.module.css';

/** Arrow keys move the focal point by this many percent; with Shift, four times as much. */
export const FOCAL_STEP = 5;

const clamp = (v: number) => Math.min(100, Math.max(0, Math.round(v)));

/** The focal point after a key press, or null when the key does not move it. */
export function focalAfterKey(key: string, big: boolean, x: number, y: number): [number, number] | null {
  const step = big ? FOCAL_STEP * 4 : FOCAL_STEP;
  switch (key) {
    case 'ArrowLeft':
      return [clamp(x - step), y];
    case 'ArrowRight':
      return [clamp(x + step), y];
    case 'ArrowUp':
      return [x, clamp(y - step)];
    case 'ArrowDown':
      return [x, clamp(y + step)];
    case 'Home':
      return [50, 50];
    default:
      return null;
  }
}

export function ImageField(props: FieldProps) {
  const { t } = useLingui();
  const ObjectField = props.registry.fields.ObjectField as ComponentType<FieldProps>;
  const assetUrl = useAssetUrl();
  const { contentLocale } = useInspectorForm();
  const [broken, setBroken] = useState<string | null>(null);
  const data = (props.formData ?? {}) as Partial<Image>;
  const media = data.media ? pickLocale(data.media, contentLocale) : undefined;
  const src = media?.url ? assetUrl(media.url) : undefined;
  const x = clamp(data.center_x ?? 50);
  const y = clamp(data.center_y ?? 50);
  const locked = props.disabled || props.readonly;
  const title = props.schema.title ?? props.name;

  const setFocal = (nx: number, ny: number) => {
    if (locked) return;
    props.onChange({ ...data, center_x: clamp(nx), center_y: clamp(ny) }, props.fieldPathId.path);
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" (Enter, Space) has no position: it keeps the point where it is.
    if (event.detail === 0 || box.width === 0 || box.height === 0) return;
    setFocal(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = focalAfterKey(event.key, event.shiftKey, x, y);
    if (!next) return;
    event.preventDefault();
    setFocal(next[0], next[1]);
  };

  return (
    <fieldset className={styles.group} id={props.fieldPathId.$id} data-image-field="">
      <legend className={styles.legend}>{title}</legend>
      {src && broken !== src ? (
        <div className={image.imagePreview}>
          <div className={image.focalFrame}>
            <img src={src} alt="" className={image.focalImage} onError={() => setBroken(src)} />
            <button
              type="button"
              className={image.focalPicker}
              onClick={onClick}
              onKeyDown={onKeyDown}
              disabled={locked}
              aria-label={t`Point focal de « ${title} » : ${x} %, ${y} %. Cliquez sur l’image ou utilisez les flèches pour le déplacer.`}
              data-focal={`${x},${y}`}
            >
              <span className={image.focalMark} style={{ left: `${x}%`, top: `${y}%` }} aria-hidden="true" />
            </button>
          </div>
          <figure className={image.crop}>
            <img src={src} alt="" className={image.cropImage} style={{ objectPosition: `${x}% ${y}%` }} />
            <figcaption>{t`Recadrage en largeur`}</figcaption>
          </figure>
        </div>
      ) : (
        <p className={styles.empty}>
          {src ? t`L’image ne se charge pas : vérifiez son adresse.` : t`Aucune image pour cette langue.`}
        </p>
      )}
      <ObjectField
        {...props}
        uiSchema={{ ...props.uiSchema, 'ui:field': undefined, 'ui:options': { bare: true } }}
      />
    </fieldset>
  );
}
