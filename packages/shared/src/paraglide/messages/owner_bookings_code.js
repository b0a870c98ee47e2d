/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_CodeInputs */

const en_owner_bookings_code = /** @type {(inputs: Owner_Bookings_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M-Pesa code reported:`)
};

const sw_owner_bookings_code = /** @type {(inputs: Owner_Bookings_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msimbo wa M-Pesa ulioripotiwa:`)
};

/**
* | output |
* | --- |
* | "M-Pesa code reported:" |
*
* @param {Owner_Bookings_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_code = /** @type {((inputs?: Owner_Bookings_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_code(inputs)
	return en_owner_bookings_code(inputs)
});