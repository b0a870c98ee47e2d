/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Incidents_Status_OfInputs */

const en_incidents_status_of = /** @type {(inputs: Incidents_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status of ${i?.title}`)
};

const sw_incidents_status_of = /** @type {(inputs: Incidents_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hali ya ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Status of {title}" |
*
* @param {Incidents_Status_OfInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const incidents_status_of = /** @type {((inputs: Incidents_Status_OfInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Incidents_Status_OfInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_incidents_status_of(inputs)
	return en_incidents_status_of(inputs)
});