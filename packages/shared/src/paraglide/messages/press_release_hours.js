/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Release_HoursInputs */

const en_press_release_hours = /** @type {(inputs: Press_Release_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi passes 5,000 hours booked`)
};

const sw_press_release_hours = /** @type {(inputs: Press_Release_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi yapita saa 5,000 zilizohifadhiwa`)
};

/**
* | output |
* | --- |
* | "Nafasi passes 5,000 hours booked" |
*
* @param {Press_Release_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_hours = /** @type {((inputs?: Press_Release_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Release_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_release_hours(inputs)
	return en_press_release_hours(inputs)
});