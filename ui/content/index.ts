/** Content-type renderers: import from here. */
export { resolveAssetUrl, useAssetUrl } from './assets';
export { Code } from './Code';
export { ContentImage, type ContentImageProps } from './ContentImage';
export { ContentLink, type ContentLinkProps } from './ContentLink';
export { ContentMedia, type ContentMediaProps, isExternalVideo, isImage, isVideo } from './ContentMedia';
export { ContentVideo, type ContentVideoProps, type VideoState } from './ContentVideo';
export { Edito } from './Edito';
export { ExternalVideo, type ExternalVideoProps } from './ExternalVideo';
export { embedUrl, parseVideoUrl } from './external-video';
export { IconGlyph } from './IconGlyph';
export { imageStyle } from './image-style';
export { isKnownAction, runLinkAction } from './link-actions';
export { type CheckedUrl, checkLinkUrl, type LinkKind } from './link-url';
export { RichText } from './RichText';
export { Text, Textarea } from './Text';
