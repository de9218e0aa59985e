// The city field of step 3. Today the plain text field; the maps work swaps in
// its Places-autocomplete CityField (same CityFieldProps) by changing this line.
export { PlainCityField as CityField } from './PlainCityField'
export type { CityFieldProps } from './city-field-contract'
