"""The Lab's pages (docs/lab.md): lessons in chance and money laid out from the figures that
tycoon/lab/ computes. Nothing here computes a rule or a figure; it chooses words, colours and
number formats."""
