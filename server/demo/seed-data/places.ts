/**
 * Real cities (coordinates to two decimals, IANA zones, usual languages) the
 * seed spreads ambassadors over. Names are in their common English form.
 */
export interface Place {
  readonly city: string
  readonly country: string
  readonly lat: number
  readonly lng: number
  readonly zone: string
  /** Languages people there usually speak, most common first (ISO 639-1). */
  readonly languages: readonly string[]
}

const p = (city: string, country: string, lat: number, lng: number, zone: string, languages: string[]): Place => ({ city, country, lat, lng, zone, languages })

export const PLACES: readonly Place[] = [
  p('Paris', 'FR', 48.86, 2.35, 'Europe/Paris', ['fr']),
  p('Lyon', 'FR', 45.76, 4.84, 'Europe/Paris', ['fr']),
  p('Marseille', 'FR', 43.3, 5.37, 'Europe/Paris', ['fr']),
  p('Toulouse', 'FR', 43.6, 1.44, 'Europe/Paris', ['fr']),
  p('Lille', 'FR', 50.63, 3.06, 'Europe/Paris', ['fr']),
  p('Bordeaux', 'FR', 44.84, -0.58, 'Europe/Paris', ['fr']),
  p('Nantes', 'FR', 47.22, -1.55, 'Europe/Paris', ['fr']),
  p('Strasbourg', 'FR', 48.57, 7.75, 'Europe/Paris', ['fr', 'de']),
  p('Brussels', 'BE', 50.85, 4.35, 'Europe/Brussels', ['fr', 'nl']),
  p('Geneva', 'CH', 46.2, 6.14, 'Europe/Zurich', ['fr']),
  p('Zurich', 'CH', 47.38, 8.54, 'Europe/Zurich', ['de']),
  p('Luxembourg', 'LU', 49.61, 6.13, 'Europe/Luxembourg', ['fr', 'de', 'lb']),
  p('London', 'GB', 51.51, -0.13, 'Europe/London', ['en']),
  p('Manchester', 'GB', 53.48, -2.24, 'Europe/London', ['en']),
  p('Dublin', 'IE', 53.35, -6.26, 'Europe/Dublin', ['en']),
  p('Berlin', 'DE', 52.52, 13.4, 'Europe/Berlin', ['de']),
  p('Munich', 'DE', 48.14, 11.58, 'Europe/Berlin', ['de']),
  p('Madrid', 'ES', 40.42, -3.7, 'Europe/Madrid', ['es']),
  p('Barcelona', 'ES', 41.39, 2.17, 'Europe/Madrid', ['es', 'ca']),
  p('Lisbon', 'PT', 38.72, -9.14, 'Europe/Lisbon', ['pt']),
  p('Rome', 'IT', 41.9, 12.5, 'Europe/Rome', ['it']),
  p('Milan', 'IT', 45.46, 9.19, 'Europe/Rome', ['it']),
  p('Amsterdam', 'NL', 52.37, 4.9, 'Europe/Amsterdam', ['nl']),
  p('Stockholm', 'SE', 59.33, 18.07, 'Europe/Stockholm', ['sv']),
  p('Warsaw', 'PL', 52.23, 21.01, 'Europe/Warsaw', ['pl']),
  p('Athens', 'GR', 37.98, 23.73, 'Europe/Athens', ['el']),
  p('Istanbul', 'TR', 41.01, 28.98, 'Europe/Istanbul', ['tr']),
  p('Casablanca', 'MA', 33.57, -7.59, 'Africa/Casablanca', ['ar', 'fr']),
  p('Rabat', 'MA', 34.02, -6.84, 'Africa/Casablanca', ['ar', 'fr']),
  p('Tunis', 'TN', 36.81, 10.18, 'Africa/Tunis', ['ar', 'fr']),
  p('Algiers', 'DZ', 36.75, 3.06, 'Africa/Algiers', ['ar', 'fr']),
  p('Dakar', 'SN', 14.72, -17.47, 'Africa/Dakar', ['fr', 'wo']),
  p('Abidjan', 'CI', 5.36, -4.01, 'Africa/Abidjan', ['fr']),
  p('Douala', 'CM', 4.05, 9.7, 'Africa/Douala', ['fr', 'en']),
  p('Lagos', 'NG', 6.52, 3.38, 'Africa/Lagos', ['en', 'yo']),
  p('Nairobi', 'KE', -1.29, 36.82, 'Africa/Nairobi', ['en', 'sw']),
  p('Cairo', 'EG', 30.04, 31.24, 'Africa/Cairo', ['ar']),
  p('Johannesburg', 'ZA', -26.2, 28.05, 'Africa/Johannesburg', ['en', 'zu']),
  p('Montreal', 'CA', 45.5, -73.57, 'America/Toronto', ['fr', 'en']),
  p('Quebec City', 'CA', 46.81, -71.21, 'America/Toronto', ['fr']),
  p('Toronto', 'CA', 43.65, -79.38, 'America/Toronto', ['en']),
  p('Vancouver', 'CA', 49.28, -123.12, 'America/Vancouver', ['en']),
  p('New York', 'US', 40.71, -74.01, 'America/New_York', ['en']),
  p('Boston', 'US', 42.36, -71.06, 'America/New_York', ['en']),
  p('Chicago', 'US', 41.88, -87.63, 'America/Chicago', ['en']),
  p('San Francisco', 'US', 37.77, -122.42, 'America/Los_Angeles', ['en']),
  p('Mexico City', 'MX', 19.43, -99.13, 'America/Mexico_City', ['es']),
  p('Bogotá', 'CO', 4.71, -74.07, 'America/Bogota', ['es']),
  p('Lima', 'PE', -12.05, -77.04, 'America/Lima', ['es']),
  p('Santiago', 'CL', -33.45, -70.67, 'America/Santiago', ['es']),
  p('Buenos Aires', 'AR', -34.6, -58.38, 'America/Argentina/Buenos_Aires', ['es']),
  p('São Paulo', 'BR', -23.55, -46.63, 'America/Sao_Paulo', ['pt']),
  p('Rio de Janeiro', 'BR', -22.91, -43.17, 'America/Sao_Paulo', ['pt']),
  p('Dubai', 'AE', 25.2, 55.27, 'Asia/Dubai', ['ar', 'en']),
  p('Beirut', 'LB', 33.89, 35.5, 'Asia/Beirut', ['ar', 'fr']),
  p('Mumbai', 'IN', 19.08, 72.88, 'Asia/Kolkata', ['hi', 'en']),
  p('Bangalore', 'IN', 12.97, 77.59, 'Asia/Kolkata', ['en', 'kn']),
  p('Delhi', 'IN', 28.61, 77.21, 'Asia/Kolkata', ['hi', 'en']),
  p('Singapore', 'SG', 1.35, 103.82, 'Asia/Singapore', ['en', 'zh']),
  p('Bangkok', 'TH', 13.76, 100.5, 'Asia/Bangkok', ['th']),
  p('Hanoi', 'VN', 21.03, 105.85, 'Asia/Ho_Chi_Minh', ['vi']),
  p('Ho Chi Minh City', 'VN', 10.82, 106.63, 'Asia/Ho_Chi_Minh', ['vi']),
  p('Shanghai', 'CN', 31.23, 121.47, 'Asia/Shanghai', ['zh']),
  p('Beijing', 'CN', 39.9, 116.41, 'Asia/Shanghai', ['zh']),
  p('Seoul', 'KR', 37.57, 126.98, 'Asia/Seoul', ['ko']),
  p('Tokyo', 'JP', 35.68, 139.69, 'Asia/Tokyo', ['ja']),
  p('Sydney', 'AU', -33.87, 151.21, 'Australia/Sydney', ['en']),
  p('Melbourne', 'AU', -37.81, 144.96, 'Australia/Melbourne', ['en']),
  p('Auckland', 'NZ', -36.85, 174.76, 'Pacific/Auckland', ['en']),
]
