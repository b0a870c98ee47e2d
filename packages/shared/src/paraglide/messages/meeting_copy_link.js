/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Copy_LinkInputs */

const en_meeting_copy_link = /** @type {(inputs: Meeting_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

const sw_meeting_copy_link = /** @type {(inputs: Meeting_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakili kiungo`)
};

/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Meeting_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_copy_link = /** @type {((inputs?: Meeting_Copy_LinkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Copy_LinkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_copy_link(inputs)
	return en_meeting_copy_link(inputs)
});