/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_ReleasingInputs */

const en_owner_bookings_releasing = /** @type {(inputs: Owner_Bookings_ReleasingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Releasing…`)
};

const sw_owner_bookings_releasing = /** @type {(inputs: Owner_Bookings_ReleasingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaachilia…`)
};

/**
* | output |
* | --- |
* | "Releasing…" |
*
* @param {Owner_Bookings_ReleasingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_releasing = /** @type {((inputs?: Owner_Bookings_ReleasingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_ReleasingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_releasing(inputs)
	return en_owner_bookings_releasing(inputs)
});