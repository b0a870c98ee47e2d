/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_RemovedInputs */

const en_meeting_removed = /** @type {(inputs: Meeting_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host removed you from this meeting.`)
};

const sw_meeting_removed = /** @type {(inputs: Meeting_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji amekuondoa kwenye mkutano huu.`)
};

/**
* | output |
* | --- |
* | "The host removed you from this meeting." |
*
* @param {Meeting_RemovedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_removed = /** @type {((inputs?: Meeting_RemovedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_RemovedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_removed(inputs)
	return en_meeting_removed(inputs)
});