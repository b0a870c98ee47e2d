/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ by: NonNullable<unknown> }} Events_OrganisedInputs */

const en_events_organised = /** @type {(inputs: Events_OrganisedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organised by ${i?.by}`)
};

const sw_events_organised = /** @type {(inputs: Events_OrganisedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imeandaliwa na ${i?.by}`)
};

/**
* | output |
* | --- |
* | "Organised by {by}" |
*
* @param {Events_OrganisedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_organised = /** @type {((inputs: Events_OrganisedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_OrganisedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_events_organised(inputs)
	return en_events_organised(inputs)
});