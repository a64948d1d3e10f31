export { useAutoplayHold, useAutoplayIndex, wrapIndex } from './autoplay';
export { Carousel, type CarouselProps } from './Carousel';
export { PauseButton } from './PauseButton';
