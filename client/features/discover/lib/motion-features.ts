/** Motion's gesture and animation features (drag included), loaded with the draggable stack after the first paint. */
import { domMax } from 'motion/react';

export default domMax;
