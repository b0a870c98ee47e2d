/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Consents_NoteInputs */

const en_privacy_consents_note = /** @type {(inputs: Privacy_Consents_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each choice you make here and under Notifications is recorded with the words you were shown; it is in your data download.`)
};

const sw_privacy_consents_note = /** @type {(inputs: Privacy_Consents_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kila chaguo unalofanya hapa na chini ya Arifa linarekodiwa pamoja na maneno uliyoonyeshwa; liko katika upakuaji wa data yako.`)
};

/**
* | output |
* | --- |
* | "Each choice you make here and under Notifications is recorded with the words you were shown; it is in your data download." |
*
* @param {Privacy_Consents_NoteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_consents_note = /** @type {((inputs?: Privacy_Consents_NoteInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Consents_NoteInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_consents_note(inputs)
	return en_privacy_consents_note(inputs)
});