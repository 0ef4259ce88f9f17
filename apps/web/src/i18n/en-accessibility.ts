// Names screen readers read for parts that show no words of their own (issue 23 item 16).
export const accessibility = {
  scrollableTable: 'Table: scroll sideways to see every column',
  colourSaturation: 'Colour saturation and brightness',
  colourHue: 'Colour hue',
  colourAlpha: 'Colour transparency',
  clearField: 'Clear',
};
