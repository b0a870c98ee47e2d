/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Card_PeopleInputs */

const en_card_people = /** @type {(inputs: Card_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`people`)
};

const sw_card_people = /** @type {(inputs: Card_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`watu`)
};

/**
* | output |
* | --- |
* | "people" |
*
* @param {Card_PeopleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_people = /** @type {((inputs?: Card_PeopleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Card_PeopleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_card_people(inputs)
	return en_card_people(inputs)
});