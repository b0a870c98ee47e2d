/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Press_Release_Meetings_TextInputs */

const en_press_release_meetings_text = /** @type {(inputs: Press_Release_Meetings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teams can now meet online with chat and video, and every listed space gets a community chat for questions before booking.`)
};

const sw_press_release_meetings_text = /** @type {(inputs: Press_Release_Meetings_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timu sasa zinaweza kukutana mtandaoni kwa gumzo na video, na kila eneo lililoorodheshwa linapata gumzo la jumuiya kwa maswali kabla ya kuweka nafasi.`)
};

/**
* | output |
* | --- |
* | "Teams can now meet online with chat and video, and every listed space gets a community chat for questions before booking." |
*
* @param {Press_Release_Meetings_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const press_release_meetings_text = /** @type {((inputs?: Press_Release_Meetings_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Press_Release_Meetings_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_press_release_meetings_text(inputs)
	return en_press_release_meetings_text(inputs)
});