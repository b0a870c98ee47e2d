/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Toast_Meeting_ReopenedInputs */

const en_toast_meeting_reopened = /** @type {(inputs: Toast_Meeting_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting reopened.`)
};

const sw_toast_meeting_reopened = /** @type {(inputs: Toast_Meeting_ReopenedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mkutano umefunguliwa tena.`)
};

/**
* | output |
* | --- |
* | "Meeting reopened." |
*
* @param {Toast_Meeting_ReopenedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_meeting_reopened = /** @type {((inputs?: Toast_Meeting_ReopenedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Meeting_ReopenedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_meeting_reopened(inputs)
	return en_toast_meeting_reopened(inputs)
});