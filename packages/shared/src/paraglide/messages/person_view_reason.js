/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_View_ReasonInputs */

const en_person_view_reason = /** @type {(inputs: Person_View_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say why you are looking at this person's details (at least 3 characters): it is recorded, and they can see it.`)
};

const sw_person_view_reason = /** @type {(inputs: Person_View_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleza kwa nini unaangalia taarifa za mtu huyu (angalau herufi 3): inarekodiwa, na yeye anaweza kuiona.`)
};

/**
* | output |
* | --- |
* | "Say why you are looking at this person's details (at least 3 characters): it is recorded, and they can see it." |
*
* @param {Person_View_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const person_view_reason = /** @type {((inputs?: Person_View_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_View_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_person_view_reason(inputs)
	return en_person_view_reason(inputs)
});