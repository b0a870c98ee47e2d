/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Open_InvitationsInputs */

const en_company_open_invitations = /** @type {(inputs: Company_Open_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations waiting`)
};

const sw_company_open_invitations = /** @type {(inputs: Company_Open_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mialiko inayosubiri`)
};

/**
* | output |
* | --- |
* | "Invitations waiting" |
*
* @param {Company_Open_InvitationsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_open_invitations = /** @type {((inputs?: Company_Open_InvitationsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Open_InvitationsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_open_invitations(inputs)
	return en_company_open_invitations(inputs)
});