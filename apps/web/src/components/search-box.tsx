// Search by name (docs/product.md section 2): runs on Enter or on the search button; the text is passed as-is.
import SearchIcon from "@mui/icons-material/Search";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import Paper from "@mui/material/Paper";
import { useState } from "react";

type Props = {
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
};

export function SearchBox({ value, onSearch, placeholder = "Search by name" }: Props) {
  const [text, setText] = useState(value);
  return (
    <Paper
      component="form"
      role="search"
      variant="outlined"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
      sx={{ display: "flex", alignItems: "center", pl: 2, pr: 0.5, flex: 1, minWidth: 0, borderRadius: 999 }}
    >
      <InputBase
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        sx={{ flex: 1, minWidth: 0, py: 0.75 }}
        inputProps={{ "aria-label": placeholder, enterKeyHint: "search" }}
      />
      <IconButton type="submit" aria-label="Search" color="primary">
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
