// A multi-select filter of the players list (docs/api.md "Players": grade and skill, each matching any of
// the picked values): a labelled select, reachable and operable from the keyboard like every MUI select.
// Until it is first used it is a closed select of its own, with the select's look, name and keys; the MUI
// select (code-filter-select.tsx) loads on idle and takes over, open, on the first click or key. A players
// page then neither loads nor hydrates a menu nobody has opened (docs/decisions/047-server-rendering.md
// "Start-up in short tasks").
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import {
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { lazyPart } from "../../../components/lazy-part.tsx";
import { usePrefetchOnIdle } from "../../../lib/prefetch-on-idle.ts";
import { type CodeFilterProps, FILTER_SIZE, filterText } from "./code-filter-props.ts";

const loadSelect = () => import("./code-filter-select.tsx");
// Until it loads, the closed filter (which opens it) stands in for it.
const CodeFilterSelect = lazyPart(
  loadSelect,
  (m) => m.CodeFilterSelect,
  (props: CodeFilterProps) => <ClosedFilter {...props} onOpen={() => undefined} />,
);
const PARTS = [loadSelect] as const;
/** The keys that open a closed MUI select. */
const OPEN_KEYS = new Set([" ", "ArrowUp", "ArrowDown", "Enter"]);

export function CodeFilter(props: CodeFilterProps) {
  const [used, setUsed] = useState(false);
  usePrefetchOnIdle(PARTS);
  if (!used) return <ClosedFilter {...props} onOpen={() => setUsed(true)} />;
  return <CodeFilterSelect {...props} />;
}

/** The filter as a closed MUI outlined select shows it, with the select's combobox semantics. */
function ClosedFilter({ label, options, selected, disabled, onOpen }: CodeFilterProps & { onOpen: () => void }) {
  const id = useId();
  const open = (e: MouseEvent | KeyboardEvent) => {
    if (disabled) return;
    e.preventDefault();
    onOpen();
  };
  return (
    <FormControl size="small" sx={FILTER_SIZE} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <OutlinedInput
        label={label}
        value={filterText(options, selected)}
        inputComponent={ClosedDisplay}
        inputProps={{
          id,
          "aria-labelledby": `${id}-label`,
          "aria-disabled": disabled || undefined,
          onMouseDown: (e: MouseEvent) => e.button === 0 && open(e),
          onKeyDown: (e: KeyboardEvent) => OPEN_KEYS.has(e.key) && open(e),
        }}
        endAdornment={<ArrowDropDownIcon sx={ICON_SX(disabled)} />}
        sx={CLOSED_SX}
      />
    </FormControl>
  );
}

/** MUI's outlined select's look (its display and icon), for a select that is not open. */
const CLOSED_SX = {
  "& .MuiInputBase-input": {
    pr: "32px",
    minHeight: "1.4375em",
    cursor: "pointer",
    userSelect: "none",
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
  },
  "&.Mui-disabled .MuiInputBase-input": { cursor: "default" },
} as const;
const ICON_SX = (disabled: boolean | undefined) =>
  ({
    position: "absolute",
    right: 7,
    top: "calc(50% - .5em)",
    pointerEvents: "none",
    color: disabled ? "action.disabled" : "action.active",
  }) as const;

/** What InputBase reads of its input (its value, whether filled; focus on a click), as MUI's select gives it. */
type DisplayHandle = { focus: () => void; node: HTMLDivElement | null; value: unknown };
type DisplayProps = HTMLAttributes<HTMLElement> & { ref?: Ref<DisplayHandle>; value?: unknown; disabled?: boolean };

/** The display of the closed select: a focusable combobox showing the picked labels. */
function ClosedDisplay({ ref, value, className, id, onFocus, onBlur, onMouseDown, onKeyDown, disabled, ...aria }: DisplayProps) {
  const node = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => node.current?.focus(), node: node.current, value }), [value]);
  return (
    <div
      ref={node}
      id={id}
      className={className}
      role="combobox"
      tabIndex={disabled ? -1 : 0}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-labelledby={aria["aria-labelledby"]}
      aria-disabled={aria["aria-disabled"]}
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
    >
      {/* As MUI's select: a zero-width space keeps an empty display one line high. */}
      {value ? String(value) : <span aria-hidden>{"\u200b"}</span>}
    </div>
  );
}
