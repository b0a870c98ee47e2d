/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Not_FoundInputs */

const en_person_not_found = /** @type {(inputs: Person_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such person.`)
};

const sw_person_not_found = /** @type {(inputs: Person_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hakuna mtu kama huyo.`)
};

/**
* | output |
* | --- |
* | "No such person." |
*
* @param {Person_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_not_found = /** @type {((inputs?: Person_Not_FoundInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Not_FoundInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_person_not_found(inputs)
	return en_person_not_found(inputs)
});