-- Runs once, when the PostgreSQL volume of docker-compose.yml is first initialised:
-- one database per service, owned by the compose database user.
CREATE DATABASE identity;
CREATE DATABASE learning;
CREATE DATABASE tools;
CREATE DATABASE commerce;
CREATE DATABASE backoffice;
