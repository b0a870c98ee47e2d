/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_InvitationsInputs */

const en_limited_invitations = /** @type {(inputs: Limited_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invitations`)
};

const sw_limited_invitations = /** @type {(inputs: Limited_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mialiko`)
};

/**
* | output |
* | --- |
* | "invitations" |
*
* @param {Limited_InvitationsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_invitations = /** @type {((inputs?: Limited_InvitationsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_InvitationsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_invitations(inputs)
	return en_limited_invitations(inputs)
});