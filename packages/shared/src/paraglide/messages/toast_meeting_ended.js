/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Meeting_EndedInputs */

const en_toast_meeting_ended = /** @type {(inputs: Toast_Meeting_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting ended.`)
};

const sw_toast_meeting_ended = /** @type {(inputs: Toast_Meeting_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mkutano umeisha.`)
};

/**
* | output |
* | --- |
* | "Meeting ended." |
*
* @param {Toast_Meeting_EndedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_meeting_ended = /** @type {((inputs?: Toast_Meeting_EndedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Meeting_EndedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_meeting_ended(inputs)
	return en_toast_meeting_ended(inputs)
});