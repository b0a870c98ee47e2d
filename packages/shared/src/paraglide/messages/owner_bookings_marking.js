/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_MarkingInputs */

const en_owner_bookings_marking = /** @type {(inputs: Owner_Bookings_MarkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marking…`)
};

const sw_owner_bookings_marking = /** @type {(inputs: Owner_Bookings_MarkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inaweka…`)
};

/**
* | output |
* | --- |
* | "Marking…" |
*
* @param {Owner_Bookings_MarkingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_marking = /** @type {((inputs?: Owner_Bookings_MarkingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_MarkingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_marking(inputs)
	return en_owner_bookings_marking(inputs)
});