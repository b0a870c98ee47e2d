/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Reason_TitleInputs */

const en_person_reason_title = /** @type {(inputs: Person_Reason_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why are you looking?`)
};

const sw_person_reason_title = /** @type {(inputs: Person_Reason_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa nini unaangalia?`)
};

/**
* | output |
* | --- |
* | "Why are you looking?" |
*
* @param {Person_Reason_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_reason_title = /** @type {((inputs?: Person_Reason_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Reason_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_person_reason_title(inputs)
	return en_person_reason_title(inputs)
});