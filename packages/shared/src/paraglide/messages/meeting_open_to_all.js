/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Open_To_AllInputs */

const en_meeting_open_to_all = /** @type {(inputs: Meeting_Open_To_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open to everyone: join to see the code.`)
};

const sw_meeting_open_to_all = /** @type {(inputs: Meeting_Open_To_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wazi kwa wote: jiunge ili kuona msimbo.`)
};

/**
* | output |
* | --- |
* | "Open to everyone: join to see the code." |
*
* @param {Meeting_Open_To_AllInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_open_to_all = /** @type {((inputs?: Meeting_Open_To_AllInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Open_To_AllInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_open_to_all(inputs)
	return en_meeting_open_to_all(inputs)
});