/**
 * `asChild` for our primitives: renders the one child element with the slot's props merged in, by the rules
 * of Radix's Slot (the child's handler runs first, then the slot's; styles merge, the child's winning; class
 * names join; other child props win; refs compose). Radix's Slottable and lazy children are not needed here;
 * a few lines keep ~1 KB gzip off the first route (docs/decisions/032-api-contract-and-openapi.md).
 */
import { cloneElement, isValidElement, type ReactNode, type Ref } from 'react';

type AnyProps = Record<string, unknown>;

function composeRefs(...refs: Array<Ref<unknown> | undefined>): Ref<unknown> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const name of Object.keys(childProps)) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (/^on[A-Z]/.test(name) && childValue === undefined) merged[name] = slotValue;
    else if (name === 'style') merged[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
  }
  return merged;
}

export function Slot({ children, ref, ...slotProps }: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<AnyProps>(children)) throw new Error('Slot (asChild) expects exactly one element child');
  const childRef = children.props.ref as Ref<unknown> | undefined;
  const merged = mergeProps(slotProps, children.props);
  merged.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return cloneElement(children, merged);
}
