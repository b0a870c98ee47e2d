/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Meeting_DeletedInputs */

const en_api_meeting_deleted = /** @type {(inputs: Api_Meeting_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host deleted this meeting.`)
};

const sw_api_meeting_deleted = /** @type {(inputs: Api_Meeting_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji amefuta mkutano huu.`)
};

/**
* | output |
* | --- |
* | "The host deleted this meeting." |
*
* @param {Api_Meeting_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const api_meeting_deleted = /** @type {((inputs?: Api_Meeting_DeletedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Meeting_DeletedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_api_meeting_deleted(inputs)
	return en_api_meeting_deleted(inputs)
});