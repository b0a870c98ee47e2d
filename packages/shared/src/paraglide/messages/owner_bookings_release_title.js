/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Bookings_Release_TitleInputs */

const en_owner_bookings_release_title = /** @type {(inputs: Owner_Bookings_Release_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free this time for other guests`)
};

const sw_owner_bookings_release_title = /** @type {(inputs: Owner_Bookings_Release_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achilia muda huu kwa wageni wengine`)
};

/**
* | output |
* | --- |
* | "Free this time for other guests" |
*
* @param {Owner_Bookings_Release_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const owner_bookings_release_title = /** @type {((inputs?: Owner_Bookings_Release_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Bookings_Release_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_owner_bookings_release_title(inputs)
	return en_owner_bookings_release_title(inputs)
});