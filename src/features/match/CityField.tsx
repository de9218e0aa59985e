// The city field of step 3: the maps feature's Places-autocomplete field (same
// CityFieldProps), which stays plain text when maps are unavailable.
export { PlacesCityField as CityField } from '../maps/PlacesCityField'
