/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Still_PeopleInputs */

const en_help_still_people = /** @type {(inputs: Help_Still_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support is open 24/7: people answer everything.`)
};

const sw_help_still_people = /** @type {(inputs: Help_Still_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Msaada uko wazi saa 24 kila siku: watu hujibu kila kitu.`)
};

/**
* | output |
* | --- |
* | "Support is open 24/7: people answer everything." |
*
* @param {Help_Still_PeopleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_still_people = /** @type {((inputs?: Help_Still_PeopleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Still_PeopleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_still_people(inputs)
	return en_help_still_people(inputs)
});