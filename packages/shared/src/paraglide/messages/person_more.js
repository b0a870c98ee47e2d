/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Person_MoreInputs */

const en_person_more = /** @type {(inputs: Person_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only the newest ${i?.count} are shown.`)
};

const sw_person_more = /** @type {(inputs: Person_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ni ${i?.count} za karibuni tu zinazoonyeshwa.`)
};

/**
* | output |
* | --- |
* | "Only the newest {count} are shown." |
*
* @param {Person_MoreInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_more = /** @type {((inputs: Person_MoreInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_MoreInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_person_more(inputs)
	return en_person_more(inputs)
});