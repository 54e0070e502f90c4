// a RADIUS attribute as the faces answer it: its dictionary name and its value
export type Attribute = [name: string, value: string | number];
