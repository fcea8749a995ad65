"""The syntax of the explorer's style sheet (scripts/browser-checks explorer runs it before any browser starts):
tinycss2 parses it, rules, declarations and @media blocks, and each error is printed as file:line:column."""
import sys

import tinycss2


def main(path):
    text = open(path, encoding="utf-8").read()
    errors = []

    def walk(nodes):
        for node in nodes:
            if node.type == "error":
                errors.append(f"{path}:{node.source_line}:{node.source_column}: {node.message}")
            if node.type == "qualified-rule" or node.type == "at-rule":
                if node.content is not None:
                    walk(tinycss2.parse_blocks_contents(node.content) if node.type == "at-rule" and node.lower_at_keyword == "media" else tinycss2.parse_declaration_list(node.content))

    walk(tinycss2.parse_stylesheet(text, skip_comments=True, skip_whitespace=True))
    if errors:
        sys.exit("\n".join(errors))
    print(f"explorer-check: {path} and explorer.js parse", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
