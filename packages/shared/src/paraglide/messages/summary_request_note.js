/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_Request_NoteInputs */

const en_summary_request_note = /** @type {(inputs: Summary_Request_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host accepts requests for this space. You pay only once they do.`)
};

const sw_summary_request_note = /** @type {(inputs: Summary_Request_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji hukubali maombi ya eneo hili. Utalipa tu akishakubali.`)
};

/**
* | output |
* | --- |
* | "The host accepts requests for this space. You pay only once they do." |
*
* @param {Summary_Request_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_request_note = /** @type {((inputs?: Summary_Request_NoteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_Request_NoteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_request_note(inputs)
	return en_summary_request_note(inputs)
});