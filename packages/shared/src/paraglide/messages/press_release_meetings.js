/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Release_MeetingsInputs */

const en_press_release_meetings = /** @type {(inputs: Press_Release_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Virtual meeting rooms come to Nafasi`)
};

const sw_press_release_meetings = /** @type {(inputs: Press_Release_MeetingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyumba vya mikutano ya mtandaoni vyafika Nafasi`)
};

/**
* | output |
* | --- |
* | "Virtual meeting rooms come to Nafasi" |
*
* @param {Press_Release_MeetingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_meetings = /** @type {((inputs?: Press_Release_MeetingsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Release_MeetingsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_release_meetings(inputs)
	return en_press_release_meetings(inputs)
});