/** The spacer's height when its parameters give none, px: the schema's default and the component's. */
export const SPACER_DEFAULT_HEIGHT = 48;
