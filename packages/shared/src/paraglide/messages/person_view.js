/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_ViewInputs */

const en_person_view = /** @type {(inputs: Person_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const sw_person_view = /** @type {(inputs: Person_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taarifa`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Person_ViewInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_view = /** @type {((inputs?: Person_ViewInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_ViewInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_person_view(inputs)
	return en_person_view(inputs)
});