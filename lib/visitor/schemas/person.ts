/** The person sending a form: shared by most forms. */
import { z } from 'zod';
import { checkbox, email, line, optionalLine, optionalZip, phone, title, zip } from './fields';

export const person = {
  title: title(),
  firstName: line('firstName', 60),
  lastName: line('lastName', 60),
  email: email(),
  phone: phone(),
};

/** A postal address; `required` makes street, zip and city required with the spec's messages. */
export const address = () => ({ street: line('address', 120), zip: zip(), city: line('city', 60) });
export const optionalAddress = () => ({ street: optionalLine(120), zip: optionalZip(), city: optionalLine(60) });

/** "Keep me informed by newsletter": never ticked by default. */
export const newsletterOptIn = { newsletter: checkbox() };

export const personSchema = z.object(person);
