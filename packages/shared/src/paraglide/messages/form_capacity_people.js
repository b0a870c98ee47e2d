/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Capacity_PeopleInputs */

const en_form_capacity_people = /** @type {(inputs: Form_Capacity_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capacity (people)`)
};

const sw_form_capacity_people = /** @type {(inputs: Form_Capacity_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idadi ya watu`)
};

/**
* | output |
* | --- |
* | "Capacity (people)" |
*
* @param {Form_Capacity_PeopleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_capacity_people = /** @type {((inputs?: Form_Capacity_PeopleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Capacity_PeopleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_capacity_people(inputs)
	return en_form_capacity_people(inputs)
});