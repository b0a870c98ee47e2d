/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_DecliningInputs */

const en_owner_bookings_declining = /** @type {(inputs: Owner_Bookings_DecliningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declining...`)
};

const sw_owner_bookings_declining = /** @type {(inputs: Owner_Bookings_DecliningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inakataa...`)
};

/**
* | output |
* | --- |
* | "Declining..." |
*
* @param {Owner_Bookings_DecliningInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_declining = /** @type {((inputs?: Owner_Bookings_DecliningInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_DecliningInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_declining(inputs)
	return en_owner_bookings_declining(inputs)
});