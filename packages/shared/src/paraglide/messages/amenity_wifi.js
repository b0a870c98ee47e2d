/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Amenity_WifiInputs */

const en_amenity_wifi = /** @type {(inputs: Amenity_WifiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WiFi`)
};

const sw_amenity_wifi = /** @type {(inputs: Amenity_WifiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WiFi`)
};

/**
* | output |
* | --- |
* | "WiFi" |
*
* @param {Amenity_WifiInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const amenity_wifi = /** @type {((inputs?: Amenity_WifiInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Amenity_WifiInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_amenity_wifi(inputs)
	return en_amenity_wifi(inputs)
});