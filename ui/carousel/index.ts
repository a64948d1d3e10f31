export { useAutoplayHold, useAutoplayIndex, useSlideShow, wrapIndex } from './autoplay';
export { Carousel, type CarouselProps } from './Carousel';
export { PauseButton } from './PauseButton';
export { StepButton } from './StepButton';
export { StepControls } from './StepControls';
