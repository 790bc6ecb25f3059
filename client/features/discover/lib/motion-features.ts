/** Motion's gesture and animation features (drag included), loaded after the first paint of the deck. */
import { domMax } from 'motion/react';

export default domMax;
